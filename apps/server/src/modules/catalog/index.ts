export { catalogService } from './service.ts';
export { catalogRepository, type ServiceCategoryRow, type ServiceRow } from './repository.ts';
