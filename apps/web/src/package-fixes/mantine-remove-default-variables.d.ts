import type { ConvertCSSVariablesInput } from '@mantine/core';

export function removeDefaultVariables(input: ConvertCSSVariablesInput): ConvertCSSVariablesInput;
