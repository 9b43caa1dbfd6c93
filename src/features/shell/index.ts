export { AppShell, SHELL_TOP_ID } from './AppShell';
