import react from '@healthscreen/eslint-config/react';

export default react;
