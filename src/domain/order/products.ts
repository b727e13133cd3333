import * as t from 'io-ts';
import type { ProductCategory } from './order-labels';

/** Spec §3: the two kinds of product a dentist orders. */
export const ProductKind = t.keyof({ ALINHADORES: null, PLACA_CONTENCAO: null });
export type ProductKind = t.TypeOf<typeof ProductKind>;

export const productKindLabels: Readonly<Record<ProductKind, string>> = { ALINHADORES: 'Alinhador', PLACA_CONTENCAO: 'Contenção' };

/** The kind of product an order's category records: a retention plate, or aligners (the trio among them); a draft without a product yet follows the aligners' rules. */
export const productKindOf = (category: ProductCategory | null): ProductKind => (category === 'PLACA_CONTENCAO' ? 'PLACA_CONTENCAO' : 'ALINHADORES');

/** Aligners are planned from the Ficha de prescrição; a retention plate has none (spec §3). */
export const hasPrescriptionForm = (kind: ProductKind): boolean => kind === 'ALINHADORES';

/** Spec §3: the aligner products. */
export const AlignerProduct = t.keyof({ ALIGNER_CA_TRIO: null, ALIGNER_CA_TRIO_REPO: null, ALIGNER_CA_SOFT: null, ALIGNER_CA_MEDIUM: null, ALIGNER_CA_HARD: null });
export type AlignerProduct = t.TypeOf<typeof AlignerProduct>;

export const alignerProductLabels: Readonly<Record<AlignerProduct, string>> = {
  ALIGNER_CA_TRIO: 'Trio de alinhadores',
  ALIGNER_CA_TRIO_REPO: 'Reposição – Trio de alinhadores',
  ALIGNER_CA_SOFT: 'CA Soft',
  ALIGNER_CA_MEDIUM: 'CA Medium',
  ALIGNER_CA_HARD: 'CA Hard',
};

export const alignerProducts = Object.keys(alignerProductLabels) as AlignerProduct[];

export const Thickness = t.keyof({ THICKNESS_075: null, THICKNESS_100: null });
export type Thickness = t.TypeOf<typeof Thickness>;
export const thicknessLabels: Readonly<Record<Thickness, string>> = { THICKNESS_075: '0,75 mm', THICKNESS_100: '1,00 mm' };

/** Spec §3: the product category an order records for each kind. */
export const productCategoryOf = (kind: ProductKind, item: AlignerProduct | undefined): 'TRIO_ALINHADORES_CA' | 'ALINHADORES' | 'PLACA_CONTENCAO' =>
  kind === 'PLACA_CONTENCAO' ? 'PLACA_CONTENCAO' : item === 'ALIGNER_CA_TRIO' || item === 'ALIGNER_CA_TRIO_REPO' ? 'TRIO_ALINHADORES_CA' : 'ALINHADORES';

/** Spec §4: what a continuation continues: the aligner trio (its replacement included), or another aligner. */
export const ContinuationProduct = t.keyof({ CA_TRIO: null, ALIGNER_CA_SOFT: null, ALIGNER_CA_MEDIUM: null, ALIGNER_CA_HARD: null });
export type ContinuationProduct = t.TypeOf<typeof ContinuationProduct>;

/** The continuation product of an aligner: the trio until another aligner is chosen. */
export const continuationProductOf = (item: AlignerProduct | null): ContinuationProduct =>
  item === null || item === 'ALIGNER_CA_TRIO' || item === 'ALIGNER_CA_TRIO_REPO' ? 'CA_TRIO' : item;
