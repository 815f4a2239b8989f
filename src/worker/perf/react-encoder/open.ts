import { openReactEncoderWindow } from './encoder.ts';

openReactEncoderWindow();
