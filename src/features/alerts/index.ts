export { AlertsGate } from './AlertsGate';
export { AlertPreview } from './AlertsModal';
export { activeAlerts } from './alerts';
