/**
 * @simplewebauthn/server, loaded at the first passkey call rather than at start: its import took a
 * third of a second of every start (issue 36, decision 058) for a staff feature few starts ever use.
 */
export const webauthn = () => import('@simplewebauthn/server');
