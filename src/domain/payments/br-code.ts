import * as E from 'fp-ts/Either';

// The Pix "copia e cola" (BR Code), as the Banco Central's "Manual de Padrões para
// Iniciação do Pix" writes it on the EMV QR Code standard (merchant-presented mode): fields of
// a two-digit id, a two-digit length and the value, ending with a CRC16-CCITT of the whole.

// ---- model ----

/** What a charge's BR Code says: whose key receives, how much, and the charge's txid. */
export interface PixCharge {
  /** The provider's Pix key: an e-mail, a phone (+55…), a CPF/CNPJ's digits or a random key. */
  readonly key: string;
  /** The receiver as the payer's bank shows it: at most 25 characters, without accents. */
  readonly merchantName: string;
  /** At most 15 characters, without accents. */
  readonly merchantCity: string;
  /** Integer cents; none lets the payer type the amount. */
  readonly amountCents: number | undefined;
  /** The charge's identifier: letters and digits, at most 25. */
  readonly txid: string;
}

export const brCodeMessages = {
  key: 'A chave Pix do recebedor não é válida.',
  name: 'Informe o nome do recebedor do Pix.',
  city: 'Informe a cidade do recebedor do Pix.',
  amount: 'O valor do Pix deve ser de R$ 0,01 a R$ 9.999.999.999,99.',
  txid: 'O identificador da cobrança Pix deve ter de 1 a 25 letras e números.',
  location: 'O endereço da cobrança Pix não é válido.',
  unreadable: 'Este código Pix não é válido.',
  crc: 'Este código Pix está incompleto ou foi alterado.',
} as const;

const gui = 'br.gov.bcb.pix';
/** What the manual gives each field: its id. */
const ids = {
  payloadFormat: '00',
  initiation: '01',
  merchantAccount: '26',
  category: '52',
  currency: '53',
  amount: '54',
  country: '58',
  name: '59',
  city: '60',
  additional: '62',
  crc: '63',
} as const;
const accountIds = { gui: '00', key: '01', location: '25' } as const;
const additionalIds = { txid: '05' } as const;

// ---- rules ----

/** CRC16-CCITT (polynomial 0x1021, starting at 0xFFFF), as four upper-case hex digits: the manual's checksum. */
export const crc16 = (text: string): string => {
  let crc = 0xffff;
  // The BR Code is ASCII throughout: each character is one byte.
  for (let i = 0; i < text.length; i++) {
    crc ^= (text.charCodeAt(i) & 0xff) << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
};

/**
 * A name or city as the BR Code carries it: accents taken off, only letters, digits, spaces and
 * simple punctuation kept, spaces squeezed, cut at `max` characters.
 */
export const brCodeText = (text: string, max: number): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .,'&/-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();

const field = (id: string, value: string): string => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** Printable ASCII only: the BR Code counts lengths in characters, which are bytes only there. */
const isPrintableAscii = (text: string): boolean => /^[\x20-\x7E]*$/.test(text);

const amountText = (cents: number): string => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** The fields after the merchant account, the same in static and dynamic codes; left when a name, city or amount is wrong. */
const codeAround = (account: string, merchantName: string, merchantCity: string, amountCents: number | undefined, txid: string, singleUse = false): E.Either<string, string> => {
  const name = brCodeText(merchantName, 25);
  const city = brCodeText(merchantCity, 15);
  if (name.length === 0) return E.left(brCodeMessages.name);
  if (city.length === 0) return E.left(brCodeMessages.city);
  if (amountCents !== undefined && (!Number.isInteger(amountCents) || amountCents < 1 || amountText(amountCents).length > 13)) return E.left(brCodeMessages.amount);
  const body =
    field(ids.payloadFormat, '01') +
    // "12": the code pays one charge once (the manual's point of initiation of a dynamic code).
    (singleUse ? field(ids.initiation, '12') : '') +
    field(ids.merchantAccount, account) +
    field(ids.category, '0000') +
    field(ids.currency, '986') +
    (amountCents === undefined ? '' : field(ids.amount, amountText(amountCents))) +
    field(ids.country, 'BR') +
    field(ids.name, name) +
    field(ids.city, city) +
    field(ids.additional, field(additionalIds.txid, txid)) +
    `${ids.crc}04`;
  return E.right(body + crc16(body));
};

/** The (static) BR Code of a charge, or what is wrong with it. */
export const brCodeOf = (charge: PixCharge): E.Either<string, string> => {
  // 77 characters fill the merchant account's 99 with the GUI's field and the key's own header.
  if (charge.key.length === 0 || charge.key.length > 77 || !isPrintableAscii(charge.key)) return E.left(brCodeMessages.key);
  const account = field(accountIds.gui, gui) + field(accountIds.key, charge.key);
  if (!/^[A-Za-z0-9]{1,25}$/.test(charge.txid)) return E.left(brCodeMessages.txid);
  return codeAround(account, charge.merchantName, charge.merchantCity, charge.amountCents, charge.txid);
};

/** What a dynamic BR Code says: where the payer's bank fetches the charge, and how much. */
export interface DynamicPixCharge {
  /** The payload's location, without its scheme (`pix.example.com/qr/v2/…`). */
  readonly location: string;
  readonly merchantName: string;
  readonly merchantCity: string;
  readonly amountCents: number | undefined;
}

/**
 * A dynamic BR Code, as a PSP writes one for a charge registered through the API Pix: the
 * merchant account holds the payload's location instead of the key, and the txid is "***".
 */
export const dynamicBrCodeOf = (charge: DynamicPixCharge): E.Either<string, string> => {
  if (charge.location.length === 0 || charge.location.length > 77 || !isPrintableAscii(charge.location)) return E.left(brCodeMessages.location);
  const account = field(accountIds.gui, gui) + field(accountIds.location, charge.location);
  return codeAround(account, charge.merchantName, charge.merchantCity, charge.amountCents, '***', true);
};

/** The fields of an EMV text, by id; undefined when a header is not digits, a length runs past the end, or an id comes twice. */
const fieldsOf = (text: string | undefined): Map<string, string> | undefined => {
  if (text === undefined) return undefined;
  const found = new Map<string, string>();
  const header = /(\d\d)(\d\d)/y;
  for (let at = 0; at < text.length;) {
    header.lastIndex = at;
    const [, id, length] = header.exec(text) ?? [];
    const end = at + 4 + Number(length);
    if (id === undefined || end > text.length || found.has(id)) return undefined;
    found.set(id, text.slice(at + 4, end));
    at = end;
  }
  return found;
};

/** A BR Code's checksum, then the fields every Pix code holds; the merchant account's own fields are left to the kind of code. */
const readCommon = (code: string) => {
  const text = code.trim();
  if (!isPrintableAscii(text) || text.length < 8) return E.left(brCodeMessages.unreadable);
  if (text.slice(-8, -4) !== `${ids.crc}04` || crc16(text.slice(0, -4)) !== text.slice(-4).toUpperCase()) return E.left(brCodeMessages.crc);
  const fields = fieldsOf(text);
  if (!fields) return E.left(brCodeMessages.unreadable);
  const accountFields = fieldsOf(fields.get(ids.merchantAccount));
  const additional = fieldsOf(fields.get(ids.additional));
  if (fields.get(ids.payloadFormat) !== '01' || !accountFields || accountFields.get(accountIds.gui)?.toLowerCase() !== gui || fields.get(ids.currency) !== '986')
    return E.left(brCodeMessages.unreadable);
  const amount = fields.get(ids.amount);
  if (amount !== undefined && !/^\d{1,10}\.\d{2}$/.test(amount)) return E.left(brCodeMessages.unreadable);
  const merchantName = fields.get(ids.name);
  const merchantCity = fields.get(ids.city);
  const txid = additional?.get(additionalIds.txid);
  if (!merchantName || !merchantCity || txid === undefined) return E.left(brCodeMessages.unreadable);
  return E.right({ accountFields, merchantName, merchantCity, txid, amountCents: amount === undefined ? undefined : Number(amount.replace('.', '')) });
};

/**
 * A static BR Code read back: its checksum first (any character changed is caught), then the
 * fields the manual requires of a Pix charge. The txid "***" (none) reads as an empty txid.
 */
export const parseBrCode = (code: string): E.Either<string, PixCharge> => {
  const read = readCommon(code);
  if (E.isLeft(read)) return read;
  const { accountFields, txid, ...rest } = read.right;
  const key = accountFields.get(accountIds.key);
  if (!key) return E.left(brCodeMessages.unreadable);
  return E.right({ key, ...rest, txid: txid === '***' ? '' : txid });
};

/** A dynamic BR Code read back (a PSP's "Pix Copia e Cola"): checksum, fields, and the payload's location. */
export const parseDynamicBrCode = (code: string): E.Either<string, DynamicPixCharge> => {
  const read = readCommon(code);
  if (E.isLeft(read)) return read;
  const { accountFields, txid: _txid, ...rest } = read.right;
  const location = accountFields.get(accountIds.location);
  if (!location) return E.left(brCodeMessages.unreadable);
  return E.right({ location, ...rest });
};
