export { AlertPreview, AlertsGate } from './AlertsGate';
export { activeAlerts } from './alerts';
