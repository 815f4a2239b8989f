import { installReleasingReadableStream } from './releasing-stream.ts';

installReleasingReadableStream();
