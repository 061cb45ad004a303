from django.urls import path

from .views import LabList, PayablesList

urlpatterns = [
    path('api/profiles/getAllLabs/', LabList.as_view()),
    path('api/Appointments/getaccountspayable/', PayablesList.as_view()),
]
