import 'server-only';

/** The only things services throw; the API maps them to statuses in one place (api/create-app.ts). */
export class AppError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 410 | 429 | 500 | 503 = 400,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message: string, fields?: Record<string, string>) {
    super(message, 400, fields);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'لطفا وارد حساب کاربری خود شوید') {
    super(message, 401);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'دسترسی به این بخش مجاز نیست') {
    super(message, 403);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'مورد درخواستی یافت نشد') {
    super(message, 404);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super(message, 409);
  }
}

/** It existed, but its time is over (an expired link). */
export class GoneError extends AppError {
  constructor(message: string) {
    super(message, 410);
  }
}

export class RateLimitError extends AppError {
  constructor(
    message = 'تعداد درخواست‌ها بیش از حد مجاز است؛ کمی بعد دوباره تلاش کنید',
    readonly retryAfterSeconds?: number,
    /** Which limit refused, for the one log line (never shown to the client). */
    readonly reason?: string,
  ) {
    super(message, 429);
  }
}

/** A provider we depend on (SMS, payment) failed; the request may be retried. */
export class UpstreamError extends AppError {
  constructor(message: string) {
    super(message, 503);
  }
}
