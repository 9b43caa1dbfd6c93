import { createFileRoute } from '@tanstack/react-router';
import { InfoPage, infoPageRoute } from '../features/info-pages';

export const Route = createFileRoute('/loyalty')({ ...infoPageRoute('loyalty'), component: InfoPage });
