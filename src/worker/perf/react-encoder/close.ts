import { closeReactEncoderWindow } from './encoder.ts';

closeReactEncoderWindow();
