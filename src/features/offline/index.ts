export { adoptRenderedLocation, useResumeRequestedLocation } from './fallback-document';
export { OfflineBanner } from './OfflineBanner';
export { isOnline, networkRequiredMessage, onOnlineChange, useOnline } from './online-status';
export { PageLoadError } from './PageLoadError';
export { UpdatePrompt } from './UpdatePrompt';
