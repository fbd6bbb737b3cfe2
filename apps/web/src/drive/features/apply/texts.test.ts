import { describeLocaleCompleteness } from '../../shared/localeCompleteness';

describeLocaleCompleteness("the application's texts", import.meta.dirname);
