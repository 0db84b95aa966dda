import { createLinguiConfig } from '@portal/shared-ui/lingui';

export default createLinguiConfig();
