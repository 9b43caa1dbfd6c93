import { createFileRoute } from '@tanstack/react-router';
import { InfoPage, infoPageRoute } from '../features/info-pages';

export const Route = createFileRoute('/return')({ ...infoPageRoute('return'), component: InfoPage });
