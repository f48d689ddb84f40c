export * from './common';
export * from './session';
export * from './socket';
export * from './app';
export * from './abbreviation';
export * from './record';
export * from './answer-out';
export * from './knowledge';
