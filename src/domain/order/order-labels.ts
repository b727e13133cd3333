import * as t from 'io-ts';

// ---- model ----

export const CaseType = t.keyof({ CASO_NOVO: null, CASO_CONTINUACAO: null });
export type CaseType = t.TypeOf<typeof CaseType>;

export const ProductCategory = t.keyof({ ALINHADORES: null, TRIO_ALINHADORES_CA: null, PLACA_CONTENCAO: null });
export type ProductCategory = t.TypeOf<typeof ProductCategory>;

export const ModelProvideType = t.keyof({ UPLOAD: null, MODEL_URL: null, PHYSICAL_DELIVERY: null });
export type ModelProvideType = t.TypeOf<typeof ModelProvideType>;

export const caseTypeLabels: Readonly<Record<CaseType, string>> = {
  CASO_NOVO: 'Caso Novo',
  CASO_CONTINUACAO: 'Continuação (novas etapas)',
};

const productCategoryLabels: Readonly<Record<ProductCategory, string>> = {
  ALINHADORES: 'Alinhador',
  TRIO_ALINHADORES_CA: 'Alinhador',
  PLACA_CONTENCAO: 'Contenção',
};

const modelProvideTypeLabels: Readonly<Record<ModelProvideType, string>> = {
  UPLOAD: 'Arquivos enviados',
  MODEL_URL: 'Link dos modelos',
  PHYSICAL_DELIVERY: 'Entrega física',
};

// ---- rules ----

/** How the models reach the lab, as the dentist chose it. */
export const modelProvideTypeLabel = (type: ModelProvideType): string => modelProvideTypeLabels[type];

/** The Portuguese label of a case type in the orders lists. */
export const caseTypeLabel = (caseType: CaseType): string => caseTypeLabels[caseType];

/** The Portuguese label of a product category. */
export const productCategoryLabel = (category: ProductCategory): string => productCategoryLabels[category];

const productCategories = Object.keys(ProductCategory.keys) as ProductCategory[];

/** A filter's choices: one category per label, since the CA trio reads "Alinhador" too. */
export const productFilterChoices: readonly ProductCategory[] = productCategories.filter(
  (c, i) => productCategories.findIndex((other) => productCategoryLabels[other] === productCategoryLabels[c]) === i,
);

/** What a filter by `category` finds: every category read the same way. */
export const categoriesReadAs = (category: ProductCategory): ProductCategory[] => productCategories.filter((c) => productCategoryLabels[c] === productCategoryLabels[category]);

/** Spec §3: both arcades 'Ambas', upper only 'Superior', lower only 'Inferior'. */
export const arcadesLabel = (superior: boolean, inferior: boolean): string => (superior && inferior ? 'Ambas' : superior ? 'Superior' : inferior ? 'Inferior' : '');
