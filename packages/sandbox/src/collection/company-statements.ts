import { randomUUID } from 'node:crypto';
import {
  type GatewayFieldError,
  type KnownGatewayErrorCode,
  describeValue,
  isTimeZone,
} from '@checkout-kit/protocol';
import { Hono } from 'hono';
import type { SandboxCore } from '../core/sandbox-core.js';
import { GatewayHttpError } from '../core/errors.js';
import { methodNotAllowed, readJsonObject } from '../core/http.js';
import { ownEntry } from '../core/own-entry.js';
import type { StoredCompanyStatement } from '../core/state.js';
import { paginate } from './pagination.js';

/*
 * Company statements, which the interface description does not show. The gateway maker's
 * Gravity Forms plugin lists them, or creates one, only to read `company_uid`, the company's id
 * it files the callbacks' public key under (chip-for-gravity-forms v1.2.0
 * `class-gf-chip-api.php:119-139`); its PHP SDK v2 (`StatementsResource`) also reads and
 * cancels one. The sandbox keeps them, queued, and never produces a statement file.
 */

/** Formats a statement is asked in: the one the maker's clients send. */
const FORMATS = ['csv'];

const TIME_ZONE_HINT = 'an IANA time zone such as UTC or Asia/Kuala_Lumpur';

/** Checks a new statement's body: `format` and `timezone` are required. */
function checkedStatementBody(body: Record<string, unknown>): { format: string; timezone: string } {
  const { format, timezone } = body;
  const issues: Record<string, GatewayFieldError<KnownGatewayErrorCode>[]> = {};
  if (format === undefined) {
    issues.format = [{ message: `format is required: ${FORMATS.join(' or ')}.`, code: 'required' }];
  } else if (typeof format !== 'string' || !FORMATS.includes(format)) {
    issues.format = [
      {
        message: `format must be ${FORMATS.join(' or ')}, not ${describeValue(format)}.`,
        code: 'invalid_choice',
      },
    ];
  }
  if (timezone === undefined) {
    issues.timezone = [{ message: `timezone is required: ${TIME_ZONE_HINT}.`, code: 'required' }];
  } else if (typeof timezone !== 'string' || !isTimeZone(timezone)) {
    issues.timezone = [{ message: `timezone must be ${TIME_ZONE_HINT}.`, code: 'invalid' }];
  }
  if (Object.keys(issues).length > 0) throw new GatewayHttpError(400, issues);
  return { format: format as string, timezone: timezone as string };
}

/**
 * - `/company_statements/`: list (oldest first, paged as every list) and create
 *   (`{format: "csv", timezone}`, 201); each carries the company's id as `company_uid`.
 * - `/company_statements/{id}/`: read. `/company_statements/{id}/cancel/`: a queued statement
 *   is cancelled.
 */
export function companyStatementRoutes(core: SandboxCore): Hono {
  const app = new Hono({ strict: false });
  const find = (id: string): StoredCompanyStatement => {
    const statement = ownEntry(core.state.companyStatements, id);
    if (!statement) throw GatewayHttpError.general(404, 'not_found', `No statement with id ${id}.`);
    return statement;
  };

  app.get('/company_statements/', (c) =>
    c.json(paginate(c, Object.values(core.state.companyStatements))),
  );
  app.post('/company_statements/', async (c) => {
    const { format, timezone } = checkedStatementBody(await readJsonObject(c));
    const now = core.clock.nowSeconds();
    const statement: StoredCompanyStatement = {
      id: randomUUID(),
      type: 'company_statement',
      format,
      timezone,
      company_uid: core.state.companyId,
      status: 'queued',
      is_test: true,
      created_on: now,
      updated_on: now,
    };
    core.state.companyStatements[statement.id] = statement;
    core.changed();
    return c.json(statement, 201);
  });
  app.all('/company_statements/', methodNotAllowed(['GET', 'POST']));

  app.get('/company_statements/:id/', (c) => c.json(find(c.req.param('id'))));
  app.all('/company_statements/:id/', methodNotAllowed(['GET']));

  app.post('/company_statements/:id/cancel/', (c) => {
    const statement = find(c.req.param('id'));
    if (statement.status !== 'queued') {
      throw GatewayHttpError.general(
        400,
        'statement_cancel_wrong_status',
        `Statement ${statement.id} cannot be cancelled in status "${statement.status}".`,
      );
    }
    statement.status = 'cancelled';
    statement.updated_on = core.clock.nowSeconds();
    core.changed();
    return c.json(statement);
  });
  app.all('/company_statements/:id/cancel/', methodNotAllowed(['POST']));

  return app;
}
