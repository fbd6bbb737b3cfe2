import { describeLocaleCompleteness } from './localeCompleteness';

describeLocaleCompleteness("the driver app's texts", import.meta.dirname);
