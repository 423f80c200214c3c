// The shape of the shipped vehicle catalogue (vehicleCatalogData.ts) and the helper its data files write it with.

/** [generation name, first year, last year or null while produced, ...modifications] */
export type CatalogGeneration = [name: string, yearFrom: number, yearTo: number | null, ...modifications: string[]];

export interface CatalogModel {
  title: string;
  generations: CatalogGeneration[];
}

export interface CatalogMake {
  title: string;
  models: CatalogModel[];
}

export const model = (title: string, ...generations: CatalogGeneration[]): CatalogModel => ({ title, generations });
