export { AlertPreview } from './AlertsModal';
export { AlertsWhenIdle } from './AlertsWhenIdle';
export { activeAlerts } from './alerts';
