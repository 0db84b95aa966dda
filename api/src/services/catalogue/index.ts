/**
 * Products, categories and their availability: what can be ordered and by whom, with the
 * administration of categories and product settings. This index is all the area offers to the rest
 * of the API.
 */
export { createCategory } from './category-admin/create-category';
export { deleteCategory } from './category-admin/delete-category';
export { orderCategories } from './category-admin/order-categories';
export { updateCategory } from './category-admin/update-category';
export { getProduct } from './get-product';
export { getCategory, listActiveCategories, listCategories, listUserCategories } from './list-categories';
export { listFlatRateProductsWithAvailabilities, listProducts, searchProducts } from './list-products';
export { loadProduct, productVisibility } from './product-access';
export { productAvailabilityJson } from './product-availability';
export { categoryTitleIn, productDisplayName, productDisplayNameIn, variableValueIn } from './product-name';
export { productSasInfo } from './product-sas-info';
export { listProductSettings, loadProductSettings } from './product-settings/load-product-settings';
export { updateProductSettings } from './product-settings/update-product-settings';
export { searchBrands } from './search-brands';
export { variableValueAvailability } from './variable-value-availability';
