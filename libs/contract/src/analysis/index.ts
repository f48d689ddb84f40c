export * from './common';
export * from './chapter';
export * from './cue-word';
export * from './cue-word-render';
export * from './country-irrigation';
export * from './aez';
export * from './analyze';
export * from './image';
