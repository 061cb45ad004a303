/** The complaints list's row as API tests read it (GET /api/Feedbacks/allcomplaints). */
export interface ComplaintRow {
  id: number;
  Type: string;
  Status: string;
  Description: string;
  Lab_Id: number | null;
  lab_name: string | null;
  patient_name: string | null;
  patient_email: string | null;
}
