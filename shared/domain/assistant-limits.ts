/** The longest question an assistant takes, in characters. */
export const ASSISTANT_INPUT_MAX_LENGTH = 1000
