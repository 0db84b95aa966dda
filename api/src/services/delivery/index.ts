/**
 * The ad server's delivery import: parsing the CSV, storing the days and running the clock after
 * it. This index is all the area offers to the rest of the API.
 */
export { importDelivery } from './import-delivery';
export { type DeliveryRow, storeDelivery } from './store-delivery';
