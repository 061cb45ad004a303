"""The LabHub tables the benchmark reads, as unmanaged models (server/db/schema.ts owns them)."""
from django.db import models


class User(models.Model):
    email = models.TextField()
    name = models.TextField()
    role = models.TextField()
    is_active = models.BooleanField()

    class Meta:
        managed = False
        db_table = 'users'

    # What DRF's permission and throttling code asks of request.user.
    is_authenticated = True


class Lab(models.Model):
    user = models.ForeignKey(User, on_delete=models.DO_NOTHING, db_column='user_id')
    email = models.TextField()
    name = models.TextField()
    labname = models.TextField()
    logo = models.TextField(null=True)
    address = models.TextField()
    city = models.TextField()
    landline_number = models.TextField()
    contact_number = models.TextField()
    health_department_id = models.TextField(null=True)
    latitude = models.FloatField()
    longitude = models.FloatField()
    is_active = models.BooleanField()
    verified = models.BooleanField()
    created_at = models.DateTimeField()

    class Meta:
        managed = False
        db_table = 'labs'


class Order(models.Model):
    lab = models.ForeignKey(Lab, on_delete=models.DO_NOTHING, db_column='lab_id')
    payment_type = models.TextField()
    total = models.IntegerField()
    commission = models.IntegerField()
    status = models.TextField()
    receivable_status = models.TextField()
    created_at = models.DateTimeField()

    class Meta:
        managed = False
        db_table = 'orders'
