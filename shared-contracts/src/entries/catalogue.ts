// `@portal/shared-contracts/catalogue`: products, categories, brands, availability and targeting (the
// product list, ordering and the availability screens).
export * from '../catalogue/product-enums';
export * from '../catalogue/products';
export * from '../catalogue/categories';
export * from '../catalogue/catalogue-translations';
export * from '../catalogue/category-admin';
export * from '../catalogue/product-settings';
export * from '../catalogue/image-library';
export * from '../catalogue/brands';
export * from '../catalogue/availability';
export * from '../targeting/targeting';
