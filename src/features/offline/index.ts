export { adoptRenderedLocation, useResumeRequestedLocation } from './fallback-document';
export { formatDataTime, OfflineBanner } from './OfflineBanner';
export { isOnline, networkRequiredMessage, onOnlineChange, useOnline } from './online-status';
export { UpdatePrompt } from './UpdatePrompt';
