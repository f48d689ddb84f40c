// The door into modules/tenant: other modules import only what this file exports (issue #28).
export { TenantEntity } from './entities/tenant.entity';
export { TenantModule } from './tenant.module';
export { tenantIdsOf, TenantService, toTenantJson } from './tenant.service';
