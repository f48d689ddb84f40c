export * from './geojson';
export * from './task';
export * from './overview';
export * from './dataset';
