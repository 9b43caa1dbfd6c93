import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorAnswer } from '../../src/domain/contract/common';
import { isPricingInputError } from '../../src/domain/pricing/index';
import { lostConnectionIn } from '../db/connection-errors';
import { type DomainErrorKind, isDomainError } from '../services/errors';

/** An error whose message is meant for the shopper (Russian) and whose status is a 4xx. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message = 'Не найдено') => new HttpError(404, message);

/** The one mapping of a service's refusal to an HTTP status. */
export const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  too_many: 429,
  unavailable: 503,
  upstream: 502,
};

const PART_NAMES: Record<string, string> = {
  body: 'тело запроса',
  params: 'параметры адреса',
  querystring: 'параметры запроса',
  headers: 'заголовки',
};

/** Russian text for the 4xx errors Fastify itself raises before a handler runs. */
function frameworkMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Тело запроса не является корректным JSON';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Неподдерживаемый тип содержимого';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Слишком большой запрос';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'Некорректная длина запроса';
    default:
      return 'Некорректный запрос';
  }
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // Drizzle wraps what the pool threw (a lost connection the database layer gave up on) in its own error.
    const error = lostConnectionIn(thrown) ?? thrown;
    let statusCode = 500;
    let message = 'Внутренняя ошибка сервера. Попробуйте ещё раз позже';
    let extra: Record<string, unknown> = {};

    if (hasZodFastifySchemaValidationErrors(error)) {
      statusCode = 400;
      const first = error.validation[0];
      // The schemas' messages are whole Russian sentences for the shopper («Выберите район доставки»);
      // where the value was is said after them, for whoever reads the answer of a hand-made request.
      const where = PART_NAMES[error.validationContext ?? ''] ?? 'запрос';
      const path = (first?.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
      if (!path && error.validationContext === 'body' && first?.keyword === 'invalid_type') {
        // A JSON array or string where an object belongs: zod's words would name the type in English.
        message = 'Тело запроса должно быть объектом JSON';
      } else {
        message = `${first?.message ?? 'Неверное значение'} (${where}${path ? `, поле ${path}` : ''})`;
      }
    } else if (isPricingInputError(error)) {
      // The engine's messages are complete Russian sentences about the input.
      statusCode = 400;
      message = error.message;
    } else if (isDomainError(error)) {
      statusCode = STATUS_OF_KIND[error.kind];
      message = error.message;
      extra = error.details.answer ?? {};
      if (error.details.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(Math.max(1, Math.ceil(error.details.retryAfterSeconds))));
      }
    } else if (error instanceof HttpError) {
      statusCode = error.statusCode;
      message = error.message;
    } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      statusCode = error.statusCode;
      message = frameworkMessage(error);
    }

    if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ statusCode, reason: error.message }, 'request refused');

    const answer: ErrorAnswer = { ...extra, message };
    return reply.status(statusCode).header('cache-control', 'no-store').send(answer);
  });
}
