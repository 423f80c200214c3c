// Where the policies' screens live (the routes of src/shared/screens.ts).

export const TRAVEL_POLICIES_PATH = '/vzr/policies';
export const NEW_TRAVEL_POLICY_PATH = `${TRAVEL_POLICIES_PATH}/create`;
export const travelPolicyCardPath = (id: number) => `${TRAVEL_POLICIES_PATH}/${id}/`;
