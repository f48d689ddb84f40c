export * from './geojson';
export * from './task';
