export { AlertsGate } from './AlertsGate';
export { activeAlerts } from './alerts';
