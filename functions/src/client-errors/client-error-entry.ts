// The Error Reporting entry of an error in a leader's or an administrator's browser: the failure
// shape of every function (lib/failure-log.ts) with the web app as the service and the app's
// release as its version, so Error Reporting groups the errors per release and the stack trace
// can be read back with that release's source maps (docs/deploy.md). Every text is scrubbed.
import { CLIENT_ERROR_FUNCTION, CLIENT_ERROR_SERVICE, type ClientErrorReport } from '../../../common/client-error-report';
import { REPORTED_ERROR_EVENT, type FailureEntry } from '../lib/failure-log';
import { scrubPath, scrubText } from './scrub';

/** A V8 stack ('Error: …' then '    at …' frames), the JavaScript stack format Error Reporting parses. */
const V8_FRAME = /\n\s+at .+:\d+:\d+\)?$/m;

export interface ReportMeta {
  /** The verified uid of the signed-in caller, if any (never the e-mail). */
  uid: string | null;
  userAgent: string;
}

export function clientErrorEntry(report: ClientErrorReport, meta: ReportMeta): FailureEntry {
  const message = scrubText(report.message);
  const stack = report.stack ? scrubText(report.stack) : '';
  const parsable = V8_FRAME.test(stack);
  // Chromium's stack starts with 'Name: message'; other browsers' stacks hold only frames.
  const text = parsable ? (stack.includes(message) ? stack : `${message}\n${stack}`) : [message, stack].filter(Boolean).join('\n');
  const path = scrubPath(report.path);
  return {
    severity: 'ERROR',
    message: text || `Error: (${report.kind})`,
    '@type': REPORTED_ERROR_EVENT,
    serviceContext: { service: CLIENT_ERROR_SERVICE, version: report.release },
    context: {
      httpRequest: { url: path, userAgent: meta.userAgent.slice(0, 300) },
      ...(meta.uid ? { user: meta.uid } : {}),
      // Without a stack Error Reporting can parse, it needs to be told where the error happened.
      ...(parsable
        ? {}
        : {
            reportLocation: {
              filePath: report.source ? scrubPath(report.source.file) : path,
              lineNumber: report.source?.line ?? 0,
              functionName: report.kind,
            },
          }),
    },
    failure: { function: CLIENT_ERROR_FUNCTION, kind: 'client', event: report.kind, page: path },
  };
}
