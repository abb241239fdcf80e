/** Why a scan was not queued: the account has `limit` scans waiting (ServiceLimits.scansQueuedPerAccount). */
export const tooManyScansQueued = (limit: number) => ({
  error: 'too_many_scans_queued',
  message: `the account has ${limit} scans waiting, the most it may have; trigger this one when some have run`,
});
