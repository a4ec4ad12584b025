import type { RazorpayErrorBody } from '@startwise/api/razorpay';
import type { FastifyReply } from 'fastify';

/** An error answered in Razorpay's shape: `{ error: { code, description, field, source, step, reason, metadata } }`. */
export class SandboxError extends Error {
  readonly body: Required<RazorpayErrorBody>;
  constructor(
    readonly statusCode: number,
    error: Partial<RazorpayErrorBody> & { description: string },
  ) {
    super(error.description);
    this.body = {
      code: error.code ?? 'BAD_REQUEST_ERROR',
      description: error.description,
      field: error.field ?? null,
      source: error.source ?? 'business',
      step: error.step ?? 'payment_initiation',
      reason: error.reason ?? 'input_validation_failed',
      metadata: error.metadata ?? {},
    };
  }
}

export const authenticationFailed = () =>
  new SandboxError(401, { description: 'Authentication failed', source: 'NA', step: 'NA', reason: 'NA' });

export const idDoesNotExist = () => new SandboxError(400, { description: 'The id provided does not exist' });

export const invalidInput = (field: string, description: string) => new SandboxError(400, { field, description });

export function replySandboxError(reply: FastifyReply, error: SandboxError) {
  return reply.status(error.statusCode).send({ error: error.body });
}
