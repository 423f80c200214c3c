// The two special entries of the reference region list (GET /regions) before the regions of the regional address
// directory: 'no region' and 'all Russia'. Their ids are UUIDs that no FIAS region has (the nil and the max UUID),
// so a field that takes a region's FIAS id takes them too.

export const NO_REGION_ID = '00000000-0000-0000-0000-000000000000';
export const ALL_RUSSIA_ID = 'ffffffff-ffff-ffff-ffff-ffffffffffff';
export const NO_REGION_NAME = 'Без региона';
/** The leading space is the product's: it sorted the entry above every region where lists sort by name. */
export const ALL_RUSSIA_NAME = ' Вся Россия';
