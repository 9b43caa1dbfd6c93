import { createFileRoute } from '@tanstack/react-router';
import { infoPageRoute } from '../features/info-pages';

export const Route = createFileRoute('/payment')(infoPageRoute('payment'));
