import base from '@healthscreen/eslint-config/base';

export default base;
