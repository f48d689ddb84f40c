// The door into modules/crop-data: other modules import only what this file exports (issue #28).
export { CropDataModule } from './crop-data.module';
export { CropDataService, type CropUnit, type NamedCountry } from './crop-data.service';
export { CropIndicatorDefEntity, CropIndicatorEntity } from './entities/crop-indicator.entity';
export {
  CropAbbreviationEntity,
  CropCalendarEntity,
  CropIrrigationEntity,
  type CropProductionEntity,
} from './entities/crop-reference.entities';
export { CropCountryEntity, CropPeriodEntity } from './entities/crop-unit.entities';
export { aliasKey } from './gazetteer';
export { unitNames, worldCountries, worldCountry } from './world-names';
export {
  CROP_NAMES,
  departureWords,
  fieldValue,
  formatDeparture,
  formatNumber,
  formatValue,
  indicatorName,
  type Lang,
  PANEL,
  referenceName,
  unitOf,
  valueClass,
} from './indicator-wording';
export { KnowledgeIndex } from './knowledge-index';
export { createCropDataFixture } from './testing/crop-data.fixture';
export { datasetRefOf, type IndicatorDataset, type IndicatorFilter, type IndicatorSource } from './indicator-source';
