import { describe, expect, it } from 'vitest';
import { AdminGeneralParameterUpdateSchema } from './general-admin.ts';
import { decodeMessage } from './messages.ts';

const valid = { paramCode: '001', paramName: 'Alamat', deskripsi: 'Jl. Pelabuhan Ratu No. 12', version: 1 };

/** The first code of each refused field: the one the form and the API show. */
function codesOf(input: object) {
  const codes: Record<string, string> = {};
  for (const issue of AdminGeneralParameterUpdateSchema.safeParse({ ...valid, ...input }).error?.issues ?? [])
    codes[issue.path.join('.')] ??= decodeMessage(issue.message).code;
  return codes;
}

describe('required or wrong (general parameters)', () => {
  it('says a field given a value of the wrong kind is not valid, and a missing one is required', () => {
    expect(codesOf({ paramCode: 1, paramName: true, version: '1' })).toEqual({
      paramCode: 'validation.invalid',
      paramName: 'validation.invalid',
      version: 'validation.invalid',
    });
    expect(codesOf({ paramCode: '', paramName: undefined, version: undefined })).toEqual({
      paramCode: 'general.codeRequired',
      paramName: 'general.nameRequired',
      version: 'general.versionRequired',
    });
  });
});
