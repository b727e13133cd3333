/** The planning an order is decided on: the one marked current (spec §3); none before the first. */
export const currentPlanning = <P extends { readonly isCurrent: boolean }>(plannings: readonly P[]): P | undefined => plannings.find((p) => p.isCurrent);
