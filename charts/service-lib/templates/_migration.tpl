{{/*
The migration Job runs before the new pods on every install and upgrade. It is a hook, so it
cannot use the release's own ConfigMap or ServiceAccount (not created yet): the environment is
inlined and the namespace's default ServiceAccount is used, without a token.
*/}}
{{- define "service-lib.migration" -}}
{{- if and .Values.migration .Values.migration.enabled -}}
{{- $config := include "service-lib.configData" . | fromYaml -}}
{{- $env := include "service-lib.secretEnv" . | trim -}}
apiVersion: batch/v1
kind: Job
metadata:
  name: {{ include "service-lib.fullname" . | trunc 55 | trimSuffix "-" }}-migrate
  labels:
    {{- include "service-lib.labels" . | nindent 4 }}
  annotations:
    helm.sh/hook: pre-install,pre-upgrade
    helm.sh/hook-weight: "-5"
    helm.sh/hook-delete-policy: before-hook-creation,hook-succeeded
spec:
  backoffLimit: {{ .Values.migration.backoffLimit }}
  activeDeadlineSeconds: {{ .Values.migration.activeDeadlineSeconds }}
  template:
    metadata:
      labels:
        # Not the Deployment's selector labels: the Service must never send traffic here.
        app.kubernetes.io/name: {{ include "service-lib.name" . }}-migrate
        app.kubernetes.io/instance: {{ .Release.Name }}
        app.kubernetes.io/component: migration
        app.kubernetes.io/part-of: adops
    spec:
      restartPolicy: Never
      automountServiceAccountToken: false
      enableServiceLinks: false
      {{- with include "service-lib.imagePullSecrets" . | trim }}
      {{- . | nindent 6 }}
      {{- end }}
      securityContext:
        {{- include "service-lib.podSecurityContext" . | nindent 8 }}
      containers:
        - name: migrate
          image: {{ include "service-lib.image" . }}
          imagePullPolicy: {{ .Values.image.pullPolicy }}
          # services/Dockerfile's working directory is services/<context>: this is its src/migrate.ts.
          command: ["node", "src/migrate.ts"]
          env:
            {{- range $k, $v := $config }}
            - name: {{ $k }}
              value: {{ $v | quote }}
            {{- end }}
            {{- with $env }}
            {{- . | nindent 12 }}
            {{- end }}
          resources:
            {{- toYaml .Values.migration.resources | nindent 12 }}
          securityContext:
            {{- include "service-lib.containerSecurityContext" . | nindent 12 }}
          volumeMounts:
            - name: tmp
              mountPath: /tmp
      volumes:
        {{- include "service-lib.tmpVolume" . | nindent 8 }}
      {{- with include "service-lib.scheduling" . | trim }}
      {{- . | nindent 6 }}
      {{- end }}
{{- end -}}
{{- end -}}
