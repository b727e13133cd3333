/** Who receives the Pix of the charges, as the BR Code names them, and how the PSP's webhook proves itself. */
export interface PixSettings {
  readonly key: string;
  /** At most 25 characters; accents are dropped in the BR Code. */
  readonly merchantName: string;
  /** At most 15 characters; accents are dropped in the BR Code. */
  readonly merchantCity: string;
  /** PIX_WEBHOOK_TOKEN: the secret path segment of the webhook; none answers every call 401. */
  readonly webhookToken: string | undefined;
}

/** The demo provider's receiver: a random key of the demo, enough for the embedded default's static BR Code. */
export const demoPixSettings: PixSettings = {
  key: '7d9f0335-8dcc-4054-9bf9-0dbd61d36906',
  merchantName: 'CA Alinhadores',
  merchantCity: 'Sao Paulo',
  webhookToken: undefined,
};
