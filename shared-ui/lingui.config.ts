import { createLinguiConfig } from './lingui/create-config';

export default createLinguiConfig();
