// `@portal/shared-contracts/creatives`: creative formats, creatives, their files and the item media
// (the activity creative page and the creative dialogs of the campaign detail).
export * from '../creatives/creative-formats';
export * from '../creatives/creative-rules';
export * from '../creatives/creatives';
export * from '../creatives/creative-media';
